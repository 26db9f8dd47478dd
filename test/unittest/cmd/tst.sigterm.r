status 0
begin
ticking
end 1

