begin
tick
end 3

