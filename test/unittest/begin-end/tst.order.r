begin
second clause
end

